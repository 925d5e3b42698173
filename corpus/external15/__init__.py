"""external15: twelve permit packages about linear projects, written blind to the extractor.

Roads, streets, a state highway, trails and sidewalks (Rule N paragraph N.2.E and its exception
E(4)), plus three non-linear sites with sidewalks or trail loops for contrast. Build with
``python -m corpus.external15.build OUT``; each package folder gets its ``rulen-truth.json``.
"""
