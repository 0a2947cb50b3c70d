"""Every guard, in the order tried, and the verdict of all of them on a reading (see `reading.guards`).

Imported only for a question worded beyond a plain calculation: "What is 47 + 9?" never loads a guard.
"""

from __future__ import annotations

from collections.abc import Callable

from quickmath.offline.asks import Spec
from quickmath.offline.reading.guards import (
    asked_things,
    asked_who,
    clock,
    compared_totals,
    compared_who,
    directions,
    fields,
    groups,
    order,
    runs,
    said,
    shapes,
    shares,
    stories,
    taken_back,
    told_again,
    told_rates,
    units_asked,
    ways,
)
from quickmath.offline.reading.guards.shared import GUESSING_READERS, STORY_SUMS, Read, reading_of
from quickmath.patterns import mentions

Guard = Callable[[Read], bool]
"""A guard: does it argue against the reading? Its name is the function's."""

GUARDS: tuple[Guard, ...] = (
    runs.one_answer_over_powers,
    runs.powers_dropped,
    runs.powers_of_numbers_dropped,
    groups.sum_asked_as_a_share,
    directions.gathered_over_read_as_a_gap,
    directions.moved_against_the_way_told,
    said.said_again_in_brackets_added,
    said.loses_what_was_said,
    said.dash_before_a_question,
    groups.each_period_heading,
    runs.run_places_counted,
    groups.into_a_smaller,
    order.whole_said_first,
    order.count_read_as_an_amount,
    order.price_added,
    order.count_and_price_added,
    order.total_multiplied,
    order.method_taken_as_the_question,
    order.yes_or_no_answered_with_a_share,
    order.yes_or_no_answered_with_a_number,
    order.sides_added,
    order.item_without_a_price,
    order.listed_without_an_amount,
    stories.one_way_or_both,
    runs.run_counted,
    stories.start_told_asked,
    runs.sum_of_a_range_taken_away,
    clock.reads_a_clock,
    clock.time_moved,
    clock.awake_and_asleep,
    clock.clocks_apart,
    clock.loses_spoken_minutes,
    clock.half_of_day_lost,
    groups.same_unit_multiplied,
    said.sum_then_times,
    ways.number_told_another_way,
    ways.calculation_said_another_way,
    clock.length_repeated,
    stories.on_the_other_side,
    stories.against_the_change,
    stories.sum_asked_as_a_gap,
    stories.missing_asked_added,
    stories.past_the_target,
    stories.against_the_one_reading,
    said.unknown_number,
    stories.turned_round,
    taken_back.uses_a_number_taken_back,
    groups.count_times_its_rate,
    said.negative_after_things_counted,
    shapes.size_of_a_container_used_once,
    shapes.clock_reading_asked_of_lengths,
    shapes.measure_and_count_of_parts,
    shapes.before_and_after_added,
    shapes.undone_amount_added,
    shapes.total_told_added_to,
    shapes.smaller_one_asked_by_a_sum,
    shapes.part_asked_by_a_sum,
    shapes.reached_added_to,
    shapes.limit_added,
    shapes.container_added_to_itself,
    ways.joined_by_a_sign_word,
    shapes.goal_difference_unsigned,
    shapes.tens_word_with_a_slip,
    shapes.difference_summed,
    shapes.payment_untold,
    clock.latest_asked_after,
    clock.span_backwards_over_a_night,
    stories.sum_asked_for_each_time,
    stories.period_asked_of_untimed_sum,
    clock.reading_asked,
    clock.someone_else_asked,
    clock.arrival_asked,
    said.pence_and_pounds,
    clock.hours_beside_minutes,
    said.money_share_in_parts_of_a_penny,
    runs.had_on_places,
    groups.multiplier_dropped,
    runs.ends_of_a_run,
    said.another_operation_named,
    said.word_glued_to_of_or_by,
    said.right_asked_with_no_answer,
    clock.clock_style_read_as_hours,
    clock.point_hours,
    said.debt_unsigned,
    groups.rate_for_another_time,
    groups.size_counted,
    groups.told_for_one_asked,
    groups.sharers_and_me,
    groups.share_asked_in_another_unit,
    groups.share_with_one_free,
    groups.share_asked_as_a_part,
    groups.another_share_taken_on,
    groups.cost_asked_of_a_measure,
    groups.things_per_one_turned_round,
    groups.left_after_equal_shares,
    groups.divisor_joined,
    said.money_split_evenly,
    said.fraction_of_a_thing_divided,
    groups.pieces_taken_once,
    groups.rounds_asked_untold,
    clock.told_length_asked,
    clock.start_of_a_length_from_asked,
    ways.answer_asked_another_way,
    groups.is_it_divided,
    fields.span_of_another_thing_asked,
    fields.event_asked_untold,
    fields.part_of_lengths_asked,
    fields.added_part_asked_of_a_sum,
    fields.one_side_of_a_grid_asked,
    fields.part_asked_beside_a_part_of_an_amount,
    fields.remainder_of_one_group,
    fields.comparison_asked_the_other_way,
    fields.told_field_asked,
    fields.start_moved_back_from_a_start,
    fields.size_of_each_shared,
    fields.readings_with_h_added,
    fields.part_of_a_whole_length_added,
    fields.kind_asked_of_a_sum_of_kinds,
    fields.count_added_to_money,
    fields.unlike_amounts_added,
    fields.follow_up_left_out,
    fields.label_number_taken_as_a_term,
    fields.sign_opens_a_sentence,
    fields.date_read_as_a_division,
    fields.rough_amount_beside,
    fields.written_sign_read_as_another,
    fields.reading_in_the_question_unused,
    fields.another_s_length_moved_back_from_an_end,
    fields.span_until_an_untold_event,
    fields.money_handed_over_added,
    fields.one_place_of_a_list_asked,
    fields.one_item_of_a_list_asked,
    fields.choices_added,
    fields.label_numbers_added,
    fields.item_of_a_list_left_out,
    fields.unit_asked_untold,
    fields.sum_asked_of_more_than_told,
    fields.money_divided_by_money_asked_as_money,
    fields.left_added_to_asked_part,
    fields.departure_place_asked_after_leaving,
    stories.over_a_time,
    stories.left_of_two_holders,
    stories.thing_asked_untold,
    stories.gap_of_a_rate,
    stories.expected_added,
    stories.had_then_now_added,
    stories.left_of_two_takings,
    runs.loses_a_power,
    said.thousands_k,
    said.things_asked_after_equals,
    said.told_in_a_scale,
    said.in_a_scale,
    stories.there_and_back,
    said.number_word_left,
    said.hundreds_said,
    runs.gap_said,
    runs.terms_unread,
    runs.part_left_out,
    runs.other_kind_asked,
    said.raised_by,
    stories.a_match_score,
    fields.ledger_label_says_more,
    fields.marks_read_as_a_number,
    fields.count_of_a_list_asked,
    clock.hours_of_a_day_taken_away,
    clock.runners_time_read_as_hours,
    clock.gaps_on_both_sides,
    said.unit_asked_in_another_scale,
    clock.start_reading_told_asked,
    fields.measure_named_for_another_calculation,
    fields.parts_of_one_answer_asked,
    groups.how_many_fit,
    runs.power_of_a_sum,
    runs.square_beside_chatter,
    clock.told_answer_checked,
    groups.rate_asked_for_another_time,
    groups.one_group_short,
    groups.step_change_multiplied,
    groups.count_and_someone_multiplied,
    stories.start_asked_of_a_change,
    stories.unknown_worked_back,
    stories.one_amount_named_asked,
    stories.money_off_added,
    said.part_in_words_dropped,
    said.question_said_to_be_set_wrong,
    clock.length_of_another_thing,
    clock.end_of_a_preparation,
    clock.left_told_before_now,
    clock.lengths_of_two_ways_added,
    clock.left_of_two_steps,
    clock.span_of_two_doers,
    clock.span_no_reading_bounds,
    clock.length_of_an_event_from_now,
    groups.whole_done_again,
    stories.done_by_someone_too,
    groups.most_asked_of_a_share,
    groups.amount_told_each_shared,
    groups.grouped_after_an_untold_change,
    groups.price_each_shared,
    groups.groups_of_a_size_summed,
    groups.share_asked_for_another_time,
    clock.length_from_an_event_left_out,
    runs.one_place_asked,
    runs.place_asked_before_the_run,
    runs.run_changed_after,
    stories.rate_in_a_sum,
    stories.another_thing_counted,
    groups.overs_and_balls,
    clock.length_told_as_a_difference,
    order.count_field_added_to_a_price,
    said.code_that_repeats,
    stories.compared_to_someone_untold,
    groups.one_s_size_taken_from_many,
    groups.last_group_full_or_not_left,
    groups.side_of_a_grid_multiplied,
    groups.rate_divided_by_its_count,
    runs.numbered_things_counted,
    groups.another_measure_asked_of_a_product,
    units_asked.another_unit_asked,
    told_rates.rate_told_asked_again,
    told_rates.priced_in_another_measure,
    told_rates.count_divided_by_money,
    runs.gauss_range_added,
    said.comparison_asked,
    clock.part_left_out_untold,
    clock.length_answers_a_time_asked,
    clock.time_said_of_many_days,
    asked_things.another_thing_asked,
    asked_who.someone_given_to_asked,
    asked_who.start_asked_as_had,
    compared_totals.total_asked_of_a_comparison,
    asked_things.group_asked_of_a_product,
    asked_things.told_count_asked_of_a_share,
    compared_who.comparison_asked_of_the_other_side,
    compared_who.told_one_asked_of_a_comparison,
    told_again.amount_done_asked,
    told_again.kind_not_asked_of_two_parts,
    told_again.more_to_reach_added,
    told_again.one_thing_priced_asked,
    shares.rate_shared_over_another_stretch,
    shares.sharer_left_out,
    shares.share_asked_of_its_count,
    shares.count_after_me_multiplied,
    shares.unknown_operand_worked,
    shares.count_asked_of_a_product,
)
"""Every reader's guards, in the order they are tried; a story's second part has its own, after them (see
`_second_part_guards`)."""
_SECOND_PART = (
    " ; | , |weigh|mass|heav|long|far|tall|high|wide|deep|distance|height|width|depth|area|each|every|apiece"
    "|per |ed |service|fee|tip|vat|tax|discount|charge|deal|bargain|value|worth|cheap|expensive|pricey"
)
"""What a message holds when a guard of its second part may argue: a second part, a measure asked ("What
do 24 boxes at 2.25 each weigh?"), or what the guards look for in one sentence ("How many songs if 32 singers
each sing 3 songs?", "How much each if we split £120 between 3 with the service charge?")."""


def _second_part_guards(text: str) -> tuple[Guard, ...]:
    """The guards of a story's second part (see `guards.second_parts`), imported for a message that may have
    one: "What is 47 + 9?" never loads them."""
    if not mentions(_SECOND_PART, text):
        return ()
    from quickmath.offline.reading.guards import second_parts

    return second_parts.GUARDS


def argued_against(reader: str, text: str, spec: Spec) -> bool:
    """Do the words of `text` argue against what `reader` read? Then the reading must not be used."""
    seen = reading_of(reader, text, spec)
    if any(guard(seen) for guard in GUARDS) or any(guard(seen) for guard in _second_part_guards(text)):
        return True
    if stories.one_reading_told(text) is not None:
        return False  # the one reading the story fits (see `stories.against_the_one_reading`): no cue argues
    if reader not in GUESSING_READERS and reader not in STORY_SUMS:
        return False
    from quickmath.offline.reading.guards import cues  # only for a reading guessed from a story

    return cues.argue_against(seen)


def guards_against(reader: str, text: str, spec: Spec) -> list[str]:
    """The names of the guards that argue against a reading, the story's cues after them (for tests)."""
    seen = reading_of(reader, text, spec)
    named = [guard.__name__ for guard in (*GUARDS, *_second_part_guards(text)) if guard(seen)]
    if stories.one_reading_told(text) is None:
        from quickmath.offline.reading.guards import cues

        story_cues, story = cues.cues_for(seen)
        named += [cue.__name__ for cue in story_cues if cue(story)]
    return named
