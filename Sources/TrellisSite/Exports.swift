// The site's API hands out the emitters' types (`HTMLEmitter`, `HTMLFragment`, `RenderError`), so
// `import TrellisSite` brings them along: one import for code that renders pages.
@_exported import TrellisRender
