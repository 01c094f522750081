//! The limits Discord puts on what a bot sends in components and forms (modals), checked as
//! Discord checks them: a bot that breaks one gets `400 Invalid Form Body` (50035), as from
//! the real API. Sources: Discord's "Component Reference" (action rows hold five buttons or
//! one select or one text input; labels up to 80 characters, option labels and values up to
//! 100, at most 25 options, placeholders up to 150 (selects) / 100 (text inputs); a modal's
//! title up to 45, text input labels up to 45, one to five rows).

use serde_json::Value;

fn chars(v: &Value, key: &str) -> usize {
    v.get(key)
        .and_then(Value::as_str)
        .map_or(0, |s| s.chars().count())
}

fn too_long(v: &Value, key: &str, max: usize, what: &str) -> Result<(), String> {
    let n = chars(v, key);
    if n > max {
        return Err(format!("{what}.{key} is {n} characters (at most {max})"));
    }
    Ok(())
}

/// Checks a message's `components` (action rows of buttons or one select menu).
pub fn check_message_components(components: &Value) -> Result<(), String> {
    let Some(rows) = components.as_array() else {
        return Ok(());
    };
    if rows.len() > 5 {
        return Err(format!("{} action rows (at most 5)", rows.len()));
    }
    for row in rows {
        let inner = row
            .get("components")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        if row.get("type").and_then(Value::as_u64) != Some(1) || inner.is_empty() {
            return Err(format!("not an action row: {row}"));
        }
        for c in &inner {
            match c.get("type").and_then(Value::as_u64) {
                Some(2) => {
                    if inner.len() > 5 {
                        return Err("more than 5 buttons in a row".into());
                    }
                    too_long(c, "label", 80, "button")?;
                    // A link button (style 5) opens its url and has no custom_id; every
                    // other button has a custom_id and no url.
                    if c.get("style").and_then(Value::as_u64) == Some(5) {
                        if chars(c, "url") == 0
                            || chars(c, "url") > 512
                            || c.get("custom_id").is_some_and(|v| !v.is_null())
                        {
                            return Err(format!("link button: {c}"));
                        }
                    } else if chars(c, "custom_id") == 0 || chars(c, "custom_id") > 100 {
                        return Err(format!("button custom_id: {c}"));
                    }
                }
                Some(3) => {
                    if inner.len() != 1 {
                        return Err("a select menu shares its row".into());
                    }
                    too_long(c, "placeholder", 150, "select")?;
                    let options = c
                        .get("options")
                        .and_then(Value::as_array)
                        .cloned()
                        .unwrap_or_default();
                    if options.is_empty() || options.len() > 25 {
                        return Err(format!("{} select options (1 to 25)", options.len()));
                    }
                    for o in &options {
                        too_long(o, "label", 100, "option")?;
                        too_long(o, "value", 100, "option")?;
                    }
                    let max = c.get("max_values").and_then(Value::as_u64).unwrap_or(1);
                    if max as usize > options.len() {
                        return Err(format!("max_values {max} > {} options", options.len()));
                    }
                }
                other => return Err(format!("component type {other:?} in a message")),
            }
        }
    }
    Ok(())
}

/// Checks a modal (interaction callback type 9): title, custom id, one to five rows of one
/// text input each.
pub fn check_modal(data: &Value) -> Result<(), String> {
    if chars(data, "title") == 0 {
        return Err("a modal without a title".into());
    }
    too_long(data, "title", 45, "modal")?;
    if chars(data, "custom_id") == 0 {
        return Err("a modal without a custom_id".into());
    }
    let rows = data
        .get("components")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    if rows.is_empty() || rows.len() > 5 {
        return Err(format!("{} rows in a modal (1 to 5)", rows.len()));
    }
    for row in &rows {
        let inner = row
            .get("components")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        let [input] = inner.as_slice() else {
            return Err(format!("a modal row must hold one text input: {row}"));
        };
        if input.get("type").and_then(Value::as_u64) != Some(4) {
            return Err(format!("not a text input: {input}"));
        }
        too_long(input, "label", 45, "text input")?;
        too_long(input, "placeholder", 100, "text input")?;
        if chars(input, "label") == 0 || chars(input, "custom_id") == 0 {
            return Err(format!("a text input without label or custom_id: {input}"));
        }
    }
    Ok(())
}
