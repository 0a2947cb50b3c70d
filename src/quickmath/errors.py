"""The named failures a person may see, each printed as one line by the CLI."""


class ModelError(RuntimeError):
    """The model or endpoint failed; the message says what failed and what to do."""


class BadReply(ModelError):
    """The endpoint answered, but not with a reply we can read."""


class TranscriptError(RuntimeError):
    """A transcript could not be saved; the chat itself goes on."""


class BadUsage(ValueError):
    """An option that cannot be used as given (exit 2); the message says what to change."""
