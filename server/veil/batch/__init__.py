"""Batch sanitization of document trees (``veil batch``), locally or on Dask."""

from veil.batch.runner import BatchSummary, run_batch
from veil.batch.task import BatchOptions, process_document, process_documents

__all__ = ["BatchOptions", "BatchSummary", "process_document", "process_documents", "run_batch"]
