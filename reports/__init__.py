"""Renderings of one Determination: terminal text, Markdown, self-contained HTML, JSON."""
