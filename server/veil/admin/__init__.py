"""Administration of client models: safe corpus uploads, background retraining, versions."""

from veil.admin.jobs import JobStore
from veil.admin.training import k_eval, train_version
from veil.admin.upload import ZipLimits, extract_zip, locate_corpus

__all__ = ["JobStore", "ZipLimits", "extract_zip", "k_eval", "locate_corpus", "train_version"]
