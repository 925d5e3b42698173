"""external29: twelve permit packages from small civil firms, surveyors and design-build shops.

Written blind (without the extractor or the other sets) as an honest measure: short
stormwater memos, terse application forms, few-sheet plan sets, HydroCAD/P8-style
printouts. ``python -m corpus.external29.build OUT`` writes them with their truth files.
"""
