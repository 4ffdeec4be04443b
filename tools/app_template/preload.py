# Run once when the app pages' Python image is made (tools/app_template/snapshot.mjs): what
# it imports is in the image, so a page starts with it. The last expression (JSON) says what
# failed to import and which files a page must still write back.
import gc
import importlib
import json
import pkgutil
import sys

import pyodide_kernel  # the kernel JupyterLite runs: IPython, display, comms
import pyodide_kernel.kernel
import ipywidgets
import mtgrules
import widgets

failed = []
for package in (mtgrules, widgets):
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        if info.name.startswith(("mtgrules.app", "mtgrules.__main__")):
            continue  # the command line and the server: never run in a page
        try:
            importlib.import_module(info.name)
        except ImportError as error:
            failed.append(f"{info.name}: {error}")


async def _installed(code):
    """The kernel would load the packages a cell imports: every one is installed already."""


# The image may keep no reference to a JavaScript object that another page can't find again:
# the kernel's handle on Pyodide's own API (only used to load packages) is let go.
pyodide_kernel.kernel._load_packages_from_imports = _installed
sys.modules.pop("pyodide_js", None)
for module in list(sys.modules.values()):
    if module is not None and "pyodide_js" in getattr(module, "__dict__", {}):
        failed.append(f"{module.__name__} keeps pyodide_js")
gc.collect()

# The files a page still needs: everything but the modules already imported (their code is
# in the image), the notebooks the package carries and JupyterLab's extension files.
site = next(p for p in sys.path if p.endswith("site-packages"))
loaded = set()
for module in list(sys.modules.values()):
    for attribute in ("__file__", "__cached__"):
        where = getattr(module, attribute, None)
        if isinstance(where, str):
            loaded.add(where)
files = []
for folder, _, names in __import__("os").walk(site):
    for name in names:
        path = f"{folder}/{name}"
        if path in loaded or name.endswith(".ipynb") or ".data/" in path:
            continue
        files.append(path)
json.dumps({"failed": failed, "files": sorted(files)})
