"""Pages to the structures readers read: sentences and table blocks, form fields, notes, contents."""
