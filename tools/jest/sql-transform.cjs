// Jest transform: a .sql file becomes a module whose default export is its text, as webpack's
// asset/source makes it in the build.
module.exports = {
  process(sourceText) {
    return {
      code: `module.exports = { __esModule: true, default: ${JSON.stringify(sourceText)} };`,
    };
  },
};
