"""external29: twelve permit packages from small civil firms, surveyors and design-build shops.

Written blind (without the extractor or the other sets) as an honest measure: short
stormwater memos, terse application forms, few-sheet plan sets, HydroCAD/P8-style
printouts. ``python -m corpus.external29.build OUT`` writes them with their truth files.

| id | outcome | what is wrong with it |
|---|---|---|
| 01 Orono home | N.2.A, no permit | - |
| 02 Medina 12-lot plat, 9.40 ac | N.2.B.2, surety | no drainage map; 100-yr proposed > existing |
| 03 Victoria villas, 4.62 ac, 3.03 u/ac | N.2.C.1 (BMPs only) | - |
| 04 Independence plat, 23.5 ac | N.2.B.3, surety | Pond A bench 8 ft; 1-ft contours |
| 05 Minnetonka trail (scanned) | N.2.E.4, no permit | - |
| 06 Hopkins streets, net -0.15 ac | N.2.E, no permit | - |
| 07 Hennepin Co. CSAH 15 | N.2.E.3, public (no surety) | trail buffer 3 ft; freeboard 1.5 ft; NAVD 88 |
| 08 St. Louis Park apartments | N.2.D.2, additional only | N.4.6 / N.4.8 not stated |
| 09 Excelsior retail (scanned) | N.2.D.1 | - |
| 10 Chanhassen warehouse, 11.2 ac | N.2.D.3, surety | TP 44%; no reduced set; no floatables statement |
| 11 ISD 284 school, +54% imp. | N.2.D.3, public, whole site | opening 1.5 ft over HWL; no NPDES papers |
| 12 Shorewood townhomes ph. 2 | N.2.C.2 by common scheme (6.0 ac) | 1-yr proposed > existing |
"""
