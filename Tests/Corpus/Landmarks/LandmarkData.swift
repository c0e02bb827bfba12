import Foundation

// The tutorial reads landmarkData.json from the main bundle; a test target has none, so the
// same JSON is compiled in.
let landmarkData = Data("""
[
    {
        "name": "Turtle Rock",
        "id": 1001,
        "park": "Joshua Tree National Park",
        "state": "California",
        "description": "Suscipit inceptos est felis purus aenean aliquet adipiscing diam venenatis, augue nibh duis neque aliquam tellus condimentum sagittis vivamus, cras ante etiam sit conubia elit tempus accumsan libero, mattis per erat habitasse cubilia ligula penatibus curae. Sagittis lorem augue arcu blandit libero molestie non ullamcorper, finibus imperdiet iaculis ad quam per luctus neque, ligula curae mauris parturient diam auctor eleifend laoreet ridiculus, hendrerit adipiscing sociosqu pretium nec velit aliquam.",
        "isFavorite": true,
        "imageName": "turtlerock"
    },
    {
        "name": "Silver Salmon Creek",
        "id": 1002,
        "park": "Lake Clark National Park and Preserve",
        "state": "Alaska",
        "description": "Sit interdum commodo non, mi sollicitudin tristique neque magna curae aptent, porta nibh eleifend.",
        "isFavorite": false,
        "imageName": "silversalmoncreek"
    }
]
""".utf8)
