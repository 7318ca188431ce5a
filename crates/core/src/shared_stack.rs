//! A stack whose copies share their entries, so copying it costs the same whatever it holds. The game
//! acts on a copy of itself and keeps it only if the act succeeds; the clock's undo stack grows with
//! every press, and copying it whole made each act cost as much as the presses before it.

use std::sync::Arc;

/// A persistent stack: `push` and `pop` change only this copy; entries below stay shared.
pub(crate) struct SharedStack<T> {
    top: Option<Arc<Node<T>>>,
}

struct Node<T> {
    value: T,
    below: Option<Arc<Node<T>>>,
}

impl<T: Copy> SharedStack<T> {
    pub(crate) const fn new() -> SharedStack<T> {
        SharedStack { top: None }
    }

    pub(crate) fn push(&mut self, value: T) {
        let below = self.top.take();
        self.top = Some(Arc::new(Node { value, below }));
    }

    pub(crate) fn pop(&mut self) -> Option<T> {
        let node = self.top.take()?;
        self.top.clone_from(&node.below);
        Some(node.value)
    }

    pub(crate) const fn is_empty(&self) -> bool {
        self.top.is_none()
    }

    fn iter(&self) -> impl Iterator<Item = &T> {
        std::iter::successors(self.top.as_deref(), |node| node.below.as_deref())
            .map(|node| &node.value)
    }
}

impl<T> SharedStack<T> {
    pub(crate) fn clear(&mut self) {
        let mut next = self.top.take();
        // Entries only this copy holds are unlinked one at a time: dropped as a chain they would
        // recurse once per entry and overflow the stack. Shared ones are left to their other holders.
        while let Some(node) = next {
            next = Arc::into_inner(node).and_then(|mut node| node.below.take());
        }
    }
}

impl<T> Drop for SharedStack<T> {
    fn drop(&mut self) {
        self.clear();
    }
}

impl<T> Clone for SharedStack<T> {
    fn clone(&self) -> Self {
        SharedStack {
            top: self.top.clone(),
        }
    }
}

impl<T: Copy + PartialEq> PartialEq for SharedStack<T> {
    fn eq(&self, other: &Self) -> bool {
        let (mut mine, mut theirs) = (&self.top, &other.top);
        loop {
            match (mine, theirs) {
                (None, None) => return true,
                (Some(a), Some(b)) if Arc::ptr_eq(a, b) => return true,
                (Some(a), Some(b)) if a.value == b.value => (mine, theirs) = (&a.below, &b.below),
                _ => return false,
            }
        }
    }
}

impl<T: Copy + Eq> Eq for SharedStack<T> {}

impl<T: Copy + core::fmt::Debug> core::fmt::Debug for SharedStack<T> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stack(values: &[u32]) -> SharedStack<u32> {
        let mut stack = SharedStack::new();
        for &value in values {
            stack.push(value);
        }
        stack
    }

    #[test]
    fn a_copy_pushes_and_pops_without_changing_the_original() {
        let original = stack(&[1, 2, 3]);
        let mut copy = original.clone();
        assert_eq!(copy.pop(), Some(3));
        copy.push(9);
        assert_eq!(format!("{copy:?}"), "[9, 2, 1]");
        assert_eq!(format!("{original:?}"), "[3, 2, 1]");
        copy.clear();
        assert!(copy.is_empty());
        assert_eq!(original, stack(&[1, 2, 3]));
        assert_ne!(original, stack(&[1, 2]));
        assert_ne!(original, stack(&[0, 2, 3]));
    }

    #[test]
    fn a_million_entries_are_compared_and_dropped_without_recursion() {
        let values: Vec<u32> = (0..1_000_000).collect();
        let long = stack(&values);
        let copy = long.clone();
        assert_eq!(long, stack(&values));
        drop(long);
        assert_eq!(copy.iter().count(), 1_000_000);
        let mut copy = copy;
        copy.clear();
        assert!(copy.is_empty());
    }
}
