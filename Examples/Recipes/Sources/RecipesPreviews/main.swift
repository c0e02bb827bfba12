// Renders every #Preview of RecipesFeature as a site: `swift run RecipesPreviews render --out site`.
// On Apple's platforms Xcode shows the same previews.
#if os(Linux)
import Foundation
import RecipesFeature
import TrellisCLI
import TrellisSite

exit(await TrellisTool.run(pages: SitePage.previews()))
#else
print("RecipesPreviews renders the previews on Linux; on Apple's platforms, Xcode shows them.")
#endif
