# Every target sets up .venv itself, so a fresh clone needs only Python 3.11+ and make.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

PYTEST_NB := --nbval --nbval-current-env --nbval-sanitize-with=tests/sanitize.cfg

.PHONY: lab test bench handouts notebooks clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[test,live]"
	touch $(STAMP)

# The repository's notebooks in place (`mtgrules lab` alone copies them to ~/mtgrules-notebooks);
# e.g. make lab LAB_ARGS="--port 8899 --no-browser"
LAB_ARGS ?=
ROOT_ARGS := $(if $(filter 0,$(shell id -u)),--allow-root)  # JupyterLab refuses root otherwise
# make lab LAB_LANG=zh-Hans (or zh-Hant): that language's notebooks, JupyterLab's menus in it
LAB_LANG ?= en
LAB_DIR := notebooks$(if $(filter-out en,$(LAB_LANG)),/$(LAB_LANG))
lab: $(STAMP)
	$(VENV)/bin/mtgrules lab --lang $(LAB_LANG) --dir $(LAB_DIR) $(ROOT_ARGS) $(LAB_ARGS)

# build/handouts/<name>.pdf (at most 6 A4 pages), <name>-cheatsheet.pdf (01-05), index.html,
# and build/handouts/live/: the live notebooks (JupyterLite, Pyodide), served with
# `mtgrules handouts --serve` or `python -m http.server -d build/handouts`
handouts: $(STAMP)
	$(PY) tools/build_handouts.py
	$(PY) tools/build_live.py --out build/handouts/live

# re-execute the notebooks and store their outputs (after changing the library or widgets),
# then build and run the Simplified and Traditional Chinese ones from their translations
notebooks: $(STAMP)
	$(PY) tools/refresh_notebooks.py
	$(PY) tools/build_glossary.py
	$(PY) tools/translate_notebooks.py build
	$(PY) tools/translate_notebooks.py check

test: $(STAMP)
	$(PY) -m mypy
	$(PY) -m pytest $(PYTEST_NB) -n 2 --dist loadscope

bench: $(STAMP)
	for f in bench/bench_*.py; do echo "== $$f"; $(PY) $$f || exit 1; done

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .hypothesis
