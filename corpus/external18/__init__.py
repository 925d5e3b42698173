"""external18: "the paper archive" — twelve Rule N submittals from 1998-2015 as they sit in a
district filing cabinet, six of them scanned. Written blind to the extractor, for honest
measurement: each package is one author's habits (typewriter memos, letterhead, fax covers,
hand-filled forms), and its truth is recorded page by page as the words are drawn.
"""
