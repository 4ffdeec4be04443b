// The app page: the notebook's prose and stored results are in the page already; this starts
// Python in a worker (tools/app_template/python-worker.js), runs the cells a learner acts on
// (set-up, explorers, answer boxes) and draws their outputs with ipywidgets' HTML manager.
(function () {
  const app = JSON.parse(document.getElementById("mtgrules-app").textContent);
  if (!app.cells.length) {  // nothing to run (the glossary): no Python, no status line
    window.mtgrulesApp = { executed: 0, cells: 0, errors: [], marks: { ran: 0 } };
    document.addEventListener("DOMContentLoaded", () => {
      document.getElementById("mtgrules-status").className = "done nothing";
    });
    return;
  }
  // Python starts first (this script runs before the page is read); what it says before the
  // page is ready waits in `early`
  const worker = new Worker(app.worker, { type: "module" });
  const early = [];
  worker.onmessage = event => early.push(event);
  worker.onerror = event => early.push({ data: { type: "failed", error: String(event.message || event) } });
  document.addEventListener("DOMContentLoaded", () => start(app, worker, early));
})();

function start(app, worker, early) {
  const WORDS = app.words;
  // ?only=explorer: the explorer alone (a slide shows it), with a one-line status
  if (new URLSearchParams(location.search).get("only") === "explorer"
      && document.getElementById("explorer")) document.body.classList.add("mtgrules-only");
  const state = window.mtgrulesApp = { executed: 0, cells: app.cells.length, errors: [], marks: {} };
  // when each step was reached, in ms from the page's navigation (the worker sends its clock)
  const mark = (what, at) => {
    state.marks[what] = at === undefined ? performance.now() : at - performance.timeOrigin;
  };
  const status = document.getElementById("mtgrules-status");
  const say = (key, kind) => {
    status.className = kind || "";
    status.firstChild.textContent = WORDS[key] + " ";
  };

  const { HTMLManager, MimeModel } = window.MtgrulesWidgets;
  let next = 0;
  const waiting = new Map();  // request id -> callbacks waiting for Python to be idle
  const post = (message, callbacks) => {
    message.id = `m${next++}`;
    if (callbacks) waiting.set(message.id, callbacks);
    worker.postMessage(message, message.buffers || []);
    return message.id;
  };

  class Comm {  // one widget's channel to Python, as the widget manager expects it
    constructor(id, target) { this.comm_id = id; this.target_name = target; this.onMsg = null; this.onClose = null; }
    on_msg(callback) { this.onMsg = callback; }
    on_close(callback) { this.onClose = callback; }
    _send(type, data, callbacks, metadata, buffers) {
      const content = { comm_id: this.comm_id, data };
      if (type === "comm_open") content.target_name = this.target_name;
      return post({ type, content, metadata: metadata || {},
                    buffers: (buffers || []).map(b => b.buffer || b) }, callbacks);
    }
    open(data, callbacks, metadata, buffers) { return this._send("comm_open", data, callbacks, metadata, buffers); }
    send(data, callbacks, metadata, buffers) { return this._send("comm_msg", data, callbacks, metadata, buffers); }
    close(data, callbacks, metadata, buffers) { return this._send("comm_close", data, callbacks, metadata, buffers); }
  }
  const comms = new Map();

  class Manager extends HTMLManager {
    _create_comm(target, id, data, metadata, buffers) {
      const comm = new Comm(id, target);
      comms.set(id, comm);
      if (data !== undefined) comm.open(data, undefined, metadata, buffers);
      return Promise.resolve(comm);
    }
    _get_comm_info() { return Promise.resolve({}); }
  }
  const manager = new Manager();

  // each run cell's output area: its stored outputs stay until the live ones come
  const areas = new Map(), fresh = new Set(), pendingClear = new Set(), displays = new Map();
  for (const element of document.querySelectorAll("[data-cell]"))
    areas.set(Number(element.dataset.cell), element);
  const render = async (bundle, into) => {
    const data = bundle.data || {};
    const mime = manager.renderMime.preferredMimeType(data, "any");
    if (!mime) return;
    const renderer = manager.renderMime.createRenderer(mime);
    const model = new MimeModel({ data, metadata: bundle.metadata || {}, trusted: true });
    const box = document.createElement("div");
    box.className = "mtgrules-output";
    into.appendChild(box);
    box.appendChild(renderer.node);  // in the page first: a widget view draws into it there
    await renderer.renderModel(model);
    return box;
  };
  const area = cell => {
    const element = areas.get(cell);
    if (element && (!fresh.has(cell) || pendingClear.has(cell))) {
      element.replaceChildren();
      fresh.add(cell);
      pendingClear.delete(cell);
    }
    return element;
  };
  const shown = async message => {
    const { type, cell, content } = message;
    if (type === "clear_output") {
      if (content.wait) pendingClear.add(cell); else if (areas.get(cell)) areas.get(cell).replaceChildren();
      return;
    }
    if (type === "update_display_data") {
      const id = content.transient && content.transient.display_id;
      const old = displays.get(id);
      if (old) { const box = await render(content, old.parentNode); old.replaceWith(box); displays.set(id, box); }
      return;
    }
    const into = area(cell);
    if (!into) return;
    if (type === "stream") {
      if (content.name === "stderr") state.errors.push(content.text.slice(0, 300));
      const pre = document.createElement("pre");
      pre.className = "mtgrules-stream" + (content.name === "stderr" ? " mtgrules-stderr" : "");
      pre.textContent = content.text;
      into.appendChild(pre);
    } else if (type === "error") {  // never a traceback: one line, and the details in the console
      state.errors.push(`${content.ename}: ${content.evalue}`);
      console.error(content.ename, content.evalue, (content.traceback || []).join("\n"));
      const line = document.createElement("p");
      line.className = "mtgrules-error";
      line.textContent = WORDS.failed;
      into.appendChild(line);
    } else {
      const box = await render(content, into);
      const id = content.transient && content.transient.display_id;
      if (id && box) displays.set(id, box);
    }
  };

  let outputs = Promise.resolve();  // outputs are drawn in the order they came
  let runId = null;
  const handle = event => {
    const message = event.data;
    switch (message.type) {
      case "mark": mark(message.what, message.at); break;
      case "ready":
        mark("python-ready");
        say("running");
        runId = post({ type: "run", cells: app.cells });
        break;
      case "comm_open": {
        const comm = new Comm(message.content.comm_id, message.content.target_name);
        comms.set(comm.comm_id, comm);
        outputs = outputs.then(() => manager.handle_comm_open(comm, {
          content: message.content, metadata: message.metadata, buffers: message.buffers || [],
          header: { msg_type: "comm_open" }, parent_header: {} })).catch(error => console.error(error));
        break;
      }
      case "comm_msg": case "comm_close": {
        const comm = comms.get(message.content.comm_id);
        const msg = { content: message.content, metadata: message.metadata, buffers: message.buffers || [],
                      header: { msg_type: message.type }, parent_header: {} };
        outputs = outputs.then(() => {
          if (!comm) return;
          if (message.type === "comm_msg" && comm.onMsg) return comm.onMsg(msg);
          if (message.type === "comm_close" && comm.onClose) { comms.delete(comm.comm_id); return comm.onClose(msg); }
        }).catch(error => console.error(error));
        break;
      }
      case "ran":
        state.executed += 1;
        break;
      case "idle": {
        const callbacks = waiting.get(message.id);
        waiting.delete(message.id);
        outputs = outputs.then(() => {
          if (callbacks && callbacks.iopub && callbacks.iopub.status)
            callbacks.iopub.status({ content: { execution_state: "idle" }, parent_header: { msg_id: message.id } });
          if (message.id === runId) {  // the run of the notebook's cells
            mark("ran");
            const ok = state.executed >= state.cells && !state.errors.length;
            say(ok ? "ready" : "failed", ok ? "done" : "failed");
          }
        });
        break;
      }
      case "failed":
        state.errors.push(message.error);
        console.error(message.error);
        say("failed", "failed");
        break;
      default:
        outputs = outputs.then(() => shown(message)).catch(error => console.error(error));
    }
  };
  worker.onmessage = handle;
  worker.onerror = event => handle({ data: { type: "failed", error: String(event.message || event) } });
  early.splice(0).forEach(handle);
}
