"""One chat: the transcript that is its memory, the agent that answers, and where it is drawn and saved."""

from __future__ import annotations

from typing import Any

from rich.console import Console

from quickmath.errors import ModelError
from quickmath.events import Checked, FinalAnswer, Usage
from quickmath.loop import TutorAgent
from quickmath.records import values
from quickmath.render import Drawer
from quickmath.safe import Secret, inert, redact, valid_text
from quickmath.transcript import Transcript


def dim_line(console: Console, text: str) -> None:
    """`text` as one dim line, never wrapped (a path stays whole) and never read as markup."""
    console.print(inert(text), style="dim", markup=False, highlight=False, soft_wrap=True)


CUT_OFF = (
    "The reply was cut off by the endpoint's length limit, so the answer above is incomplete. "
    "Ask again, or raise the model's output limit."
)


class ChatSession:
    """Runs turns through the agent and draws them; the transcript saves each message as it is added."""

    def __init__(
        self,
        agent: TutorAgent,
        renderer: Drawer,
        transcript: Transcript,
        errors: Console,
        secret: Secret = None,
    ) -> None:
        self.agent = agent
        self.renderer = renderer
        self.transcript = transcript
        self.errors = errors
        self.secret = secret
        self._failure_shown = False
        self.failure: str | None = None
        """The last failure's message, as the person was told it."""

    @property
    def messages(self) -> list[dict[str, Any]]:
        return self.transcript.messages

    def turn(self, question: str) -> bool:
        """Ask one question; False if the model failed, the reply was cut off or the turn was stopped
        (the question is kept)."""
        self.messages.append({"role": "user", "content": valid_text(question)})
        complete = True
        try:
            self.renderer.waiting()
            for event in self.agent.run(self.messages):
                self.renderer.draw(event)
                if isinstance(event, Usage):
                    self.transcript.add_usage(values(event))
                elif isinstance(event, FinalAnswer) and event.cut_off:
                    complete = False
                    self.fail(CUT_OFF)
                elif isinstance(event, Checked):
                    check = event.check
                    self.transcript.append_check(
                        list(check.unexplained), list(check.tool_answers), check.cut_off
                    )
            return complete
        except ModelError as error:
            self.renderer.abort()
            self.fail(str(error))
            return False
        except KeyboardInterrupt:
            self.renderer.abort()
            kept = "" if self.transcript.path is None else " The question is kept in the transcript."
            self.fail(f"Stopped.{kept} Ask again or go on.")
            return False
        finally:
            self.show_save_failure()

    def totals(self) -> dict[str, int]:
        usage = self.transcript.usage
        return {
            "turns": len(usage),
            "requests": sum(u["requests"] for u in usage),
            "prompt_tokens": sum(u["prompt_tokens"] for u in usage),
            "completion_tokens": sum(u["completion_tokens"] for u in usage),
            "estimated": any(u["estimated"] for u in usage),
        }

    def feedback(self, rating: str, comment: str) -> None:
        self.transcript.add_feedback(rating, comment)
        self.show_save_failure()

    def end(self, say_where: bool = True) -> None:
        """Close the saved chat and say where it is, in one dim line on stderr."""
        self.transcript.close()
        path = self.transcript.path
        if say_where and path is not None and self.transcript.failure is None and path.exists():
            dim_line(self.errors, f"Chat saved in {path}")

    def show_save_failure(self) -> None:
        if self.transcript.failure and not self._failure_shown:
            self._failure_shown = True
            self.fail(self.transcript.failure)

    def fail(self, message: str) -> None:
        self.failure = inert(redact(message, self.secret))
        line = f"error: {self.failure}"
        self.errors.print(line, style="red", markup=False, highlight=False, soft_wrap=True)
