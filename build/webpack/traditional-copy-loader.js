/**
 * `<name>.t.json` as the build makes it: the Traditional conversion of `<name>.s.json` beside it
 * (DESIGN.md §4, ../traditional-copy.js).
 */
const fs = require('node:fs');
const { convert } = require('../traditional-copy');

module.exports = function traditionalCopyLoader() {
  const simplifiedFile = this.resourcePath.replace(/\.t\.json$/, '.s.json');
  this.addDependency(simplifiedFile);
  return JSON.stringify(convert(JSON.parse(fs.readFileSync(simplifiedFile, 'utf8'))));
};
