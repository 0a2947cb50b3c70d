"""Quick Math Coach: mental-maths shortcuts, taught through a tool-calling model, checked by Python."""

__version__ = "0.1.0"
