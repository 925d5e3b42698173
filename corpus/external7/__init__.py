"""external7: twelve permit packages written blind, as the paperwork really arrives.

Cover letters, filled-in application forms with blank boxes, reports, response memos
to District comment letters, and plan sheets with site-data tables. The truth of each
package is recorded while its pages are drawn (``corpus.truth.Recorder``), so a fact
counts only where a page carries it. Build with ``python -m corpus.external7.build OUT``.
"""
