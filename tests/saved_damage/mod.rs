//! Damage for saved rows, shared by the saved-state property tests (`table_saved_states`,
//! `tournament_saved_states`): a row's JSON with numbers set to extremes, nudged by one or
//! made random, and list entries dropped, repeated, swapped, or the list emptied. A test
//! file includes it with `mod saved_damage;`.
#![allow(dead_code)]

use proptest::prelude::*;
use serde_json::Value;

/// Every number and every list in the value, by path.
fn paths(v: &Value, path: &mut Vec<PathStep>, out: &mut Vec<Vec<PathStep>>) {
    match v {
        Value::Number(_) => out.push(path.clone()),
        Value::Array(items) => {
            out.push(path.clone());
            for (i, item) in items.iter().enumerate() {
                path.push(PathStep::Index(i));
                paths(item, path, out);
                path.pop();
            }
        }
        Value::Object(map) => {
            for (k, item) in map {
                path.push(PathStep::Key(k.clone()));
                paths(item, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

#[derive(Debug, Clone)]
enum PathStep {
    Key(String),
    Index(usize),
}

/// A path's field: its keys, every index alike.
fn shape(path: &[PathStep]) -> String {
    path.iter()
        .map(|step| match step {
            PathStep::Key(k) => k.as_str(),
            PathStep::Index(_) => "*",
        })
        .collect::<Vec<_>>()
        .join(".")
}

fn at<'a>(v: &'a mut Value, path: &[PathStep]) -> Option<&'a mut Value> {
    let mut here = v;
    for step in path {
        here = match step {
            PathStep::Key(k) => here.get_mut(k.as_str())?,
            PathStep::Index(i) => here.get_mut(*i)?,
        };
    }
    Some(here)
}

/// Numbers that break arithmetic and indexing: the edges of every integer type a saved
/// row holds, small indices, and values just past them.
const EXTREMES: [i128; 24] = [
    0,
    1,
    2,
    3,
    4,
    7,
    15,
    31,
    200,
    255,
    256,
    65_535,
    65_536,
    i32::MAX as i128,
    i32::MAX as i128 + 1,
    u32::MAX as i128,
    u32::MAX as i128 + 1,
    i64::MAX as i128,
    u64::MAX as i128,
    -1,
    -2,
    i32::MIN as i128,
    i64::MIN as i128,
    1 << 53,
];

fn number(n: i128) -> Value {
    if let Ok(u) = u64::try_from(n) {
        Value::from(u)
    } else {
        Value::from(i64::try_from(n).unwrap_or(i64::MIN))
    }
}

/// One hit of damage: where (a number or a list, chosen by `at`), what (`how`), and a
/// value (`value`, `raw`).
#[derive(Debug, Clone)]
pub struct Hit {
    pub at: usize,
    pub how: u8,
    pub value: usize,
    pub raw: i64,
}

pub fn hit() -> impl Strategy<Value = Hit> {
    (any::<usize>(), any::<u8>(), any::<usize>(), any::<i64>()).prop_map(|(at, how, value, raw)| {
        Hit {
            at,
            how,
            value,
            raw,
        }
    })
}

/// Damage a state: numbers set to extremes, nudged or made random; list entries dropped,
/// repeated, swapped, or the list emptied.
pub fn damage(mut v: Value, hits: &[Hit]) -> Value {
    for h in hits {
        let mut found = Vec::new();
        paths(&v, &mut Vec::new(), &mut found);
        if found.is_empty() {
            break;
        }
        // Every field is as likely as any other, however many numbers it holds: a score or a
        // deadline as likely as a tile's column (there are hundreds of those).
        let mut fields: Vec<Vec<&Vec<PathStep>>> = Vec::new();
        let mut shapes: Vec<String> = Vec::new();
        for path in &found {
            let shape = shape(path);
            match shapes.iter().position(|s| *s == shape) {
                Some(i) => fields[i].push(path),
                None => {
                    shapes.push(shape);
                    fields.push(vec![path]);
                }
            }
        }
        let field = &fields[h.at % fields.len()];
        let path = field[(h.at / fields.len()) % field.len()].clone();
        let Some(target) = at(&mut v, &path) else {
            continue;
        };
        match target {
            Value::Number(n) => {
                let old = n
                    .as_i64()
                    .map(i128::from)
                    .or(n.as_u64().map(i128::from))
                    .unwrap_or(0);
                *target = match h.how % 4 {
                    0 | 1 => number(EXTREMES[h.value % EXTREMES.len()]),
                    2 => number(old + [-1, 1, -7, 7][h.value % 4]),
                    _ => number(i128::from(h.raw)),
                };
            }
            Value::Array(items) if !items.is_empty() => {
                let i = h.value % items.len();
                match h.how % 4 {
                    0 => {
                        items.remove(i);
                    }
                    1 => {
                        let copy = items[i].clone();
                        items.push(copy);
                    }
                    2 => {
                        let j = h.raw.unsigned_abs() as usize % items.len();
                        items.swap(i, j);
                    }
                    _ => items.clear(),
                }
            }
            _ => {}
        }
    }
    v
}
