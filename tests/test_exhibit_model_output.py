"""Section 6 item (10), N.6.A.10: the hydrologic / hydraulic model's computations in the package.

Recognised from the routing model's node table (HydroCAD, XP-SWMM, P8 ...) even under a sentence-case
head. A node table with no model named (a list of drainage areas), a single row, a model only
promised, and a structure table under a model's name are no model output and stay missing. (A list
of attachments naming the model output is covered in test_exhibit_document_lists.py.)
"""

import pytest

from exhibit_helpers import cases, found


# ---- the routing model's node table under a sentence-case head ----
NODE_TABLES = [
    ("HydroCAD summary\nNode\tArea\tQ100 in\tQ100 out\n1S Existing lot\t0.78 ac\t8.9\t-\n2S Proposed roof+plaza\t0.73 ac\t8.1\t-", True, "hydrocad-summary-node-area-q100-in-q100"),
    ("HydroCAD output (summary)\nNode\tArea\tCN\tTc\tQ100\n1S Existing site\t1.84 ac\t79\t10.0 min\t7.41 cfs\n2S Proposed to basin\t1.52 ac\t92\t6.0 min\t9.80 cfs", True, "hydrocad-output-summary-node-area-cn-tc"),
    ("Model results (XP-SWMM)\nNode\tPeak inflow\tPeak stage\nP-1\t24.0\t934.6\nP-2\t10.8\t932.4", True, "model-results-xp-swmm-node-peak-inflow"),
    ("P8 results\nNode\tTP removal\nPond 1\t63%\n1P\t60\n2P\t58", True, "p8-results-node-tp-removal-pond-1-63-1p-60"),
    ("Routing results - HydroCAD 10.2\nNode ID\tStorage\tOutflow\n1P\t1.9 ac-ft\t9.8 cfs\n2P\t2.4 ac-ft\t24.1 cfs", True, "routing-results-hydrocad-10-2-node-id"),
    ("Drainage areas\nNode\tArea\tCN\nEX-1\t2.05\t80\nEX-2\t0.80\t74", False, "drainage-areas-node-area-cn-ex-1-2-05-80"),  # no model named: a list of areas
    ("HydroCAD summary\nNode\tArea\nEX-1\t2.05", False, "hydrocad-summary-node-area-ex-1-2-05"),  # one row
    ("HydroCAD will be used\nNode\tArea\tCN\n1S\t2.0\t80\n2S\t1.0\t75", False, "hydrocad-will-be-used-node-area-cn-1s-2-0"),  # a promise
    ("HydroCAD summary\nStructure\tRim\tInvert\nCB-1\t910.2\t905.1\nCB-2\t909.8\t904.9", False, "hydrocad-summary-structure-rim-invert-cb-1"),
]


@pytest.mark.parametrize("block,present", cases(NODE_TABLES))
def test_model_node_tables(block, present):
    assert ("N.6.A.10" in found(f"Report\n{block}")) is present
