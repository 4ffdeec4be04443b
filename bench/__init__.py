"""Benchmarks: run from the repository's root as ``python -m bench.<name>`` (``make bench`` runs
them all); each prints its figures next to their targets."""
