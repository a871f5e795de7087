"""The paper's CII evaluation on 20 Newsgroups (same code as `veil eval cii`).

    nice .venv/bin/python benchmarks/cii_eval.py --corpus /work/shared/datasets/20news-bydate.tar.gz \
        --output benchmarks/results/cii_eval.md --json benchmarks/results/cii_eval.json
"""

import argparse
import sys

from veil.cii import evaluation

if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    evaluation.add_arguments(parser)
    sys.exit(evaluation.run(parser.parse_args()))
