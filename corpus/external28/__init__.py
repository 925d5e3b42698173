"""external28: a blind set of small, ordinary Rule N submittals by twelve unrelated authors."""
