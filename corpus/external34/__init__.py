"""External split 34: plan-set-heavy permit packages written blind to the extractor.

Twelve packages in the manner of Twin Cities civil firms, cities and a school district:
thin cover letters, facts on the sheets (site data tables, pond tables, rate tables,
title blocks). ``python -m corpus.external34.build OUT`` writes them with their truth.
"""
