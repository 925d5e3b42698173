"""The front desk: receiving packages safely, the command line, the pipeline."""
