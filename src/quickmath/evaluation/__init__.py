"""`quickmath eval`: does a model write the right notes, answer exactly, and leave the sums to Python?"""
