"""Packages 07-12."""
