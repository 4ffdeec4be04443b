# Every target sets up .venv itself, so a fresh clone needs only Python 3.11+ and make.
# The builders live in tools/ (a package): each runs as `python -m tools.<name>`.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

PYTEST_NB := --nbval --nbval-current-env --nbval-sanitize-with=tests/sanitize.cfg

.PHONY: lab test check bench handouts live notebooks glossary translations catalogs cards clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[test,live]"
	touch $(STAMP)

# JupyterLab on a working copy of the notebooks (~/mtgrules-notebooks, as `mtgrules lab`), never
# the repository's own; e.g. make lab LAB_ARGS="--port 8899 --no-browser"
LAB_ARGS ?=
ROOT_ARGS := $(if $(filter 0,$(shell id -u)),--allow-root)  # JupyterLab refuses root otherwise
# make lab LAB_LANG=zh-Hans (or zh-Hant): that language's notebooks, JupyterLab's menus in it
LAB_LANG ?= en
lab: $(STAMP)
	$(VENV)/bin/mtgrules lab --lang $(LAB_LANG) $(ROOT_ARGS) $(LAB_ARGS)

# build/handouts/<name>.pdf (at most 6 A4 pages), <name>-learner.pdf (no key), <name>-cheatsheet.pdf
# and <name>-guide.pdf (01-05), worksheets/ (A and B with keys apart), slides/<name>.html,
# build/handouts/live/: the live notebooks (JupyterLite, Pyodide; app pages that run by
# themselves), static/<name>.html (phone pages), in each language's folder; served with
# `mtgrules handouts --serve` (`--room`: the local network). The index comes last: it links
# what every builder before it wrote.
handouts: $(STAMP)
	$(PY) -m tools.build_handouts
	$(PY) -m tools.build_worksheets
	$(PY) -m tools.build_live --out build/handouts/live
	$(PY) -m tools.build_slides
	$(PY) -m tools.build_guides
	$(PY) -m tools.build_static
	$(PY) -m tools.build_static --index

live: $(STAMP)
	$(PY) -m tools.build_live --out build/handouts/live

# re-execute the notebooks and store their outputs (after changing the library or widgets),
# then build and run the Simplified and Traditional Chinese ones from their translations
notebooks: $(STAMP)
	$(PY) -m tools.harness
	$(PY) -m tools.refresh_notebooks
	$(PY) -m tools.build_glossary
	$(PY) -m tools.translate_notebooks build
	$(PY) -m tools.translate_notebooks check

glossary: $(STAMP)
	$(PY) -m tools.build_glossary

translations: $(STAMP)
	$(PY) -m tools.translate_notebooks build

# the message catalogs: extract from the code, update the .po files, compile the .mo files
catalogs: $(STAMP)
	$(PY) -m tools.build_catalogs

# the curated cards and the index of every card, from the card facts beside the checkout
cards: $(STAMP)
	$(PY) -m tools.build_card_data
	$(PY) -m tools.build_card_data --index

# every "is it current?" check: catalogs, glossary, translations, the harness out of sight
check: $(STAMP)
	$(PY) -m tools.build_catalogs --check
	$(PY) -m tools.build_glossary --check
	$(PY) -m tools.translate_notebooks check
	$(PY) -m tools.harness --check

test: $(STAMP)
	$(PY) -m mypy
	$(PY) -m mypy --strict mtgrules
	$(PY) -m pytest $(PYTEST_NB) -n 2 --dist loadscope

bench: $(STAMP)
	for f in bench/bench_*.py; do m=$$(basename $$f .py); echo "== $$f"; $(PY) -m bench.$$m || exit 1; done

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .hypothesis
