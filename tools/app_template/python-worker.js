// The app page's Python (a module worker): Pyodide started from the image made when the site
// was built (snapshot.mjs), with the JupyterLite kernel's own machinery (pyodide_kernel)
// already imported. The page sends {run: [{cell, code}, ...]} and comm messages; the worker
// answers with each cell's outputs, comm messages, and "idle" after each request.
import { loadPyodide } from "../../static/pyodide/pyodide.mjs";
import createPyodideModule from "./pyodide.asm.mjs";  // see tools/build_app.py: restoring_module

const here = new URL(".", import.meta.url);
const bytes = async name => {  // a file shipped packed (gzip), unpacked as it arrives
  const response = await fetch(new URL(name + ".gz", here));
  if (!response.ok) throw new Error(`${name}: ${response.status}`);
  const unpacked = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(unpacked).arrayBuffer());
};
const mark = what => postMessage({ type: "mark", what, at: performance.timeOrigin + performance.now() });
const image = bytes("python.snapshot");
const files = Promise.all([bytes("site-files.bin"),
                           fetch(new URL("site-files.json", here)).then(r => r.json())]);

const pyodide = await loadPyodide({
  indexURL: new URL("../../static/pyodide/", here).href,
  _loadSnapshot: image, createPyodideModule,
  stdout: line => console.log(line), stderr: line => console.error(line),
});
mark("python");
const [data, index] = await files;
const made = new Set();
for (const [path, offset, length] of index) {
  const folder = path.slice(0, path.lastIndexOf("/"));
  if (!made.has(folder)) { pyodide.FS.mkdirTree(folder); made.add(folder); }
  pyodide.FS.writeFile(path, data.subarray(offset, offset + length));
}
mark("files");

// a Python value (a dict, list ...) as plain JavaScript; a callback's arguments are Pyodide's
// to release, a result the worker owns is released where it is read (owned)
const plain = value => (value instanceof pyodide.ffi.PyProxy
  ? value.toJs({ dict_converter: Object.fromEntries, create_pyproxies: false }) : value);
const owned = value => {
  const converted = plain(value);
  if (value instanceof pyodide.ffi.PyProxy) value.destroy();
  return converted;
};
const kernelModule = pyodide.pyimport("pyodide_kernel");
const kernel = kernelModule.kernel_instance;
const interpreter = kernel.interpreter;
let cell = null;  // the cell whose outputs are being sent (null: a comm message's)
const send = (type, content) => postMessage({ type, cell, content });
kernelModule.stdout_stream.publish_stream_callback = (name, text) =>
  send("stream", { name: plain(name), text: plain(text) });
kernelModule.stderr_stream.publish_stream_callback = (name, text) =>
  send("stream", { name: plain(name), text: plain(text) });
interpreter.display_pub.clear_output_callback = wait => send("clear_output", { wait: plain(wait) });
interpreter.display_pub.display_data_callback = (data, metadata, transient) =>
  send("display_data", { data: plain(data), metadata: plain(metadata), transient: plain(transient) });
interpreter.display_pub.update_display_data_callback = (data, metadata, transient) =>
  send("update_display_data", { data: plain(data), metadata: plain(metadata),
                                transient: plain(transient) });
interpreter.displayhook.publish_execution_result = (count, data, metadata) =>
  send("execute_result", { data: plain(data), metadata: plain(metadata) });
interpreter.send_comm = (type, content, metadata, ident, buffers) => {
  const message = { type, cell, content: plain(content), metadata: plain(metadata) };
  const list = plain(buffers) || [];  // (none for these widgets; kept for any that send some)
  message.buffers = list.map(b => (b instanceof ArrayBuffer ? b : new Uint8Array(b).buffer));
  postMessage(message, message.buffers);
};
const parent = id => pyodide.toPy({ header: { msg_id: id, msg_type: "execute_request" } });

async function run(cells) {
  for (const item of cells) {
    cell = item.cell;
    kernel._parent_header = parent(`cell-${item.cell}`);
    const result = owned(await kernel.run(item.code));
    if (result.status === "error")
      send("error", { ename: result.ename, evalue: result.evalue, traceback: result.traceback });
    postMessage({ type: "ran", cell: item.cell });
  }
  cell = null;
}

function comm(message) {
  cell = null;
  const call = { comm_open: "comm_open", comm_msg: "comm_msg", comm_close: "comm_close" }[message.type];
  const msg = pyodide.toPy({ content: message.content, metadata: message.metadata || {},
                             buffers: [], header: { msg_id: message.id } });
  try {
    msg.set("buffers", (message.buffers || []).map(b => pyodide.toPy(new Uint8Array(b))));
  } catch (error) { /* no buffers */ }
  kernel._parent_header = parent(message.id);
  kernel.comm_manager[call](null, null, msg);
  msg.destroy();
}

let queue = Promise.resolve();
onmessage = event => {
  const message = event.data;
  queue = queue.then(async () => {
    try {
      if (message.type === "run") await run(message.cells);
      else comm(message);
    } catch (error) {
      postMessage({ type: "failed", cell, error: String(error && error.message || error) });
    }
    postMessage({ type: "idle", id: message.id });
  });
};
mark("ready");
postMessage({ type: "ready" });
