"""Readers that propose candidates for the chooser, registered by id (the shape of ``rulen/registry.py``).

A reader proposes, it never decides: each entry says which fact it proposes, what it reads
and an example of the words it reads. The long-standing phrase readers still live beside
``extract/read_facts.py``; new proposers are written here, one module each, and registered.
"""

from extract.propose.registry import READERS, reader

__all__ = ["READERS", "reader"]
