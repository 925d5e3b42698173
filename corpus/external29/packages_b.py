"""placeholder"""
ALL = []
