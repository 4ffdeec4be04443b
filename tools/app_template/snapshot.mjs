// Makes the app pages' Python image (run by tools/build_app.py under Node.js, at build time).
//
//   node snapshot.mjs PYODIDE_DIR OUT_DIR PRELOAD.py WHEEL...
//
// Starts the site's own Pyodide, unpacks the wheels into its site-packages, runs PRELOAD.py
// (which imports the kernel and the project's modules) and saves Pyodide's memory as
// OUT_DIR/python.snapshot: a page that loads it starts with all of that already imported.
// The files a later import or a data read still needs are packed into OUT_DIR/site-files.bin
// (the bytes, one after the other) and OUT_DIR/site-files.json ([path, offset, length], ...),
// which the page writes back into the same paths.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, outDir, preload, ...wheels] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const py = await loadPyodide({
  indexURL: pyodideDir + "/", _makeSnapshot: true,
  stdout: () => {}, stderr: line => console.error(line),
});
py.FS.mkdirTree("/tmp/wheels");
for (const wheel of wheels)
  py.FS.writeFile("/tmp/wheels/" + path.basename(wheel), fs.readFileSync(wheel));
py.runPython(`
import os, shutil, sys, zipfile
site = next(p for p in sys.path if p.endswith("site-packages"))
for name in sorted(os.listdir("/tmp/wheels")):
    with zipfile.ZipFile("/tmp/wheels/" + name) as wheel:
        wheel.extractall(site)
shutil.rmtree("/tmp/wheels")
`);
// the preload's last expression: what could not be imported, and the files still needed
const result = JSON.parse(py.runPython(fs.readFileSync(preload, "utf8")));
if (result.failed.length) {
  console.error("not imported:\n  " + result.failed.join("\n  "));
  process.exit(3);
}
const parts = [], index = [];
let offset = 0;
for (const file of result.files) {
  const data = py.FS.readFile(file);
  index.push([file, offset, data.length]);
  parts.push(data);
  offset += data.length;
}
const image = py.makeMemorySnapshot({ serializer: value => {
  throw new Error("the image would keep a JavaScript object it can't restore: " + String(value).slice(0, 80));
} });
fs.writeFileSync(path.join(outDir, "python.snapshot"), image);
fs.writeFileSync(path.join(outDir, "site-files.bin"), Buffer.concat(parts));
fs.writeFileSync(path.join(outDir, "site-files.json"), JSON.stringify(index));
console.log(JSON.stringify({ image: image.length, files: index.length, bytes: offset }));
