"""External set 16: permit packages for sites that are more than one piece.

Common schemes of development, phases and additions to developed sites (Rule N N.2.G and
N.2.H), plus plain single-phase packages for contrast, written as twelve different
authors. Built with ``python -m corpus.external16.build OUT``; the truth of each package
is recorded while its pages are drawn.
"""
