# The README's two commands: `make serve` and `make test`.
VENV   ?= .venv
PYTHON ?= python3
BIN     = $(VENV)/bin

.PHONY: install serve test bench-deps clean

$(BIN)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e ".[test]"
	touch $@

install: $(BIN)/.installed

serve: install
	$(BIN)/veil serve

test: install
	$(BIN)/python -m pytest -q

bench-deps: install
	$(BIN)/pip install -q -e ".[test,bench]"

clean:
	rm -rf $(VENV) .pytest_cache
