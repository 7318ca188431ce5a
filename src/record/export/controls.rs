//! The controls a game was played under: the one it started with (the log's header) and each change
//! made during it (the arbiter's, or the five seconds of Guidelines III.4), in the order of the log.

use flagfall_core::{Event, ExtraFive, Incident, IncidentLog, TimeControl};

/// A change of control during the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ControlChange<'a> {
    /// The incident that made it, and its place in the log.
    pub incident: &'a Incident,
    pub index: usize,
    /// The control in force from then on.
    pub control: TimeControl,
}

/// Every change of control in `log`, in order.
pub fn control_changes(log: &IncidentLog) -> Vec<ControlChange<'_>> {
    let mut current = log.control.clone();
    let mut changes = Vec::new();
    for (index, incident) in log.incidents.iter().enumerate() {
        current = match &incident.event {
            Event::ControlChanged { control, .. } => control.clone(),
            Event::ExtraFive { .. } => current.with_final_increment(ExtraFive::INCREMENT),
            _ => continue,
        };
        changes.push(ControlChange {
            incident,
            index,
            control: current.clone(),
        });
    }
    changes
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::{parse_human, Action, Game, GameSettings, Instant};

    #[test]
    fn each_change_is_listed_with_its_control() {
        let settings = GameSettings {
            guidelines_iii: true,
            ..GameSettings::default()
        };
        let mut game = Game::new(parse_human("15").unwrap(), settings);
        let twenty = parse_human("20").unwrap();
        for (action, at) in [
            (Action::Start, 0),
            (Action::Press, 1_000),
            (Action::Press, 2_000),
            (Action::Undo, 2_500),
            (
                Action::SetControl {
                    control: twenty.clone(),
                    override_lock: true,
                },
                3_000,
            ),
            (Action::Press, 4_000),
            // White, on move, with 53 s left (Guidelines III.4).
            (Action::ExtraFive, 850_000),
        ] {
            game.apply(action, Instant(at)).unwrap();
        }
        let log = game.log();
        let changes: Vec<_> = control_changes(&log)
            .into_iter()
            .map(|c| (c.incident.at, c.control))
            .collect();
        assert_eq!(
            changes,
            [
                (Instant(3_000), twenty),
                (Instant(850_000), parse_human("20+5").unwrap()),
            ]
        );
    }
}
