"""external19: an outside set on sidewalks, trails and the N.2.E(4) test, written blind."""
