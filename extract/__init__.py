"""From PDF pages to Facts: every fact and exhibit carrying the evidence it was read from."""
