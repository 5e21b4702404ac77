/**
 * The XSLT worker's program, run with `eval` in a worker thread so it behaves the same under the test
 * runner and compiled: it loads xslt-processor from the path it is given, runs one transformation and
 * posts its output or its error. `xsl:import`, `xsl:include` and `document()` load nothing.
 */
export const xsltWorkerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { Xslt, XmlParser } = require(workerData.modulePath);
const refuse = async () => {
  throw new Error('xsl:import and xsl:include are not allowed: keep the whole document in one translation.');
};
(async () => {
  try {
    const parser = new XmlParser();
    const xslt = new Xslt({ fetchFunction: refuse, documentLoader: () => null });
    const output = await xslt.xsltProcess(parser.xmlParse(workerData.input), parser.xmlParse(workerData.stylesheet));
    parentPort.postMessage({ ok: true, output: String(output) });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: String((error && error.message) || error) });
  }
})();
`;
