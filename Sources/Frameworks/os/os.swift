// `import os` on Linux: the older name of the logging module, which app code still writes for
// `Logger` and `os_log`. It re-exports OSLog, as Apple's OSLog re-exports os's logging.
@_exported import OSLog
