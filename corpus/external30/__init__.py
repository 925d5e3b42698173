"""external30: twelve permit packages from public agencies, their consultants and a few
private developers, written blind to the extractor, for honest measurement only."""
