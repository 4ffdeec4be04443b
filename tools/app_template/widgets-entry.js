// The widget renderer of the app pages, bundled once by tools/build_app.py with esbuild:
// ipywidgets' own HTML manager (npm @jupyter-widgets/html-manager) and the output renderers
// of JupyterLab it uses, with their style sheets.
import { HTMLManager } from "@jupyter-widgets/html-manager/lib/htmlmanager";
import { MimeModel } from "@jupyterlab/rendermime";
import "@lumino/widgets/style/index.css";
import "@jupyter-widgets/controls/css/widgets-base.css";
import "@jupyter-widgets/controls/css/labvariables.css";
import "@jupyter-widgets/html-manager/css/output.css";

globalThis.MtgrulesWidgets = { HTMLManager, MimeModel };
