import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// `URLSession.shared.dataTaskPublisher(for: url)` starts most Combine-era network code. A snapshot
// subscribes to nothing, so the publisher never starts the task: a page never touches the network.

extension URLSession {
    /// Publishes the data and response of a data task for `url`, once subscribed to.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// Publishes the data and response of a data task for `request`, once subscribed to.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// A publisher of a data task's result, as Combine's.
    public struct DataTaskPublisher: Publisher, @unchecked Sendable {
        /// The downloaded data and the server's response.
        public typealias Output = (data: Data, response: URLResponse)
        /// The error a failed task ends with.
        public typealias Failure = URLError
        /// The request the task would send.
        public let request: URLRequest
        /// The session the task would run in.
        public let session: URLSession

        /// Creates a publisher of the task that `session` would run for `request`.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }
    }
}
