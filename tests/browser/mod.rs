//! A real browser for the page tests: Debian's Chromium, headless, driven over WebDriver by
//! its ChromeDriver (started here on a free port of 127.0.0.1). `.ci/run` installs both;
//! under `CI=true` a missing browser fails the test, elsewhere it is skipped with a note.
//!
//! Chromium is started with its background networking off and every host name but
//! 127.0.0.1 unresolvable: a page test never sends traffic beyond this machine.
#![allow(dead_code)]

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};

/// Where Debian puts them.
const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// A browser and the driver it is driven through; both end with it.
pub struct Browser {
    pub client: Client,
    driver: Child,
    _profile: tempfile::TempDir,
}

/// Whether the browser is here; under CI it must be.
pub fn available() -> bool {
    let here = Path::new(CHROMIUM).exists() && Path::new(CHROMEDRIVER).exists();
    if !here {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "CI=true and no browser: {CHROMIUM} and {CHROMEDRIVER} (Debian's chromium and \
             chromium-driver) must be installed (.ci/run does)"
        );
        eprintln!("skipped: no {CHROMIUM} / {CHROMEDRIVER} on this machine");
    }
    here
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

impl Browser {
    /// A headless browser as a phone shows pages: 375 x 812 CSS pixels at 3 device pixels
    /// each, touch and a phone's browser name (a desktop window is never narrower than
    /// about 500 pixels).
    pub async fn phone() -> Browser {
        let metrics = serde_json::json!({
            "deviceMetrics": { "width": 375, "height": 812, "pixelRatio": 3.0, "touch": true },
            "userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 \
                          (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36"
        });
        Browser::launch(400, 900, Some(metrics)).await
    }

    /// A headless browser with a desktop window of `width` x `height` CSS pixels.
    pub async fn start(width: u32, height: u32) -> Browser {
        Browser::launch(width, height, None).await
    }

    async fn launch(width: u32, height: u32, mobile: Option<serde_json::Value>) -> Browser {
        // The WebDriver client's TLS (unused on 127.0.0.1) needs a provider chosen.
        let _ = rustls::crypto::ring::default_provider().install_default();
        let port = free_port();
        let driver = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .arg("--allowed-ips=127.0.0.1")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let profile = tempfile::tempdir().expect("a profile folder");
        let args = vec![
            "--headless=new".to_string(),
            "--no-sandbox".to_string(),
            "--disable-gpu".to_string(),
            "--disable-dev-shm-usage".to_string(),
            "--disable-quic".to_string(),
            "--no-first-run".to_string(),
            "--disable-background-networking".to_string(),
            "--disable-component-update".to_string(),
            "--disable-sync".to_string(),
            "--disable-extensions".to_string(),
            "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1".to_string(),
            format!("--user-data-dir={}", profile.path().display()),
            format!("--window-size={width},{height}"),
        ];
        let mut caps = serde_json::Map::new();
        let mut options = serde_json::json!({ "binary": CHROMIUM, "args": args });
        if let Some(mobile) = mobile {
            options["mobileEmulation"] = mobile;
        }
        caps.insert("goog:chromeOptions".to_string(), options);
        let url = format!("http://127.0.0.1:{port}");
        let started = Instant::now();
        let client = loop {
            match ClientBuilder::rustls()
                .expect("a WebDriver client")
                .capabilities(caps.clone())
                .connect(&url)
                .await
            {
                Ok(client) => break client,
                Err(e) if started.elapsed() < Duration::from_secs(30) => {
                    let _ = e;
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
                Err(e) => panic!("chromedriver did not answer: {e}"),
            }
        };
        Browser {
            client,
            driver,
            _profile: profile,
        }
    }

    /// Waits (up to 20 s) for an element matching `css`.
    pub async fn find(&self, css: &str) -> fantoccini::elements::Element {
        self.client
            .wait()
            .at_most(Duration::from_secs(20))
            .for_element(Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("no {css} on the page: {e}"))
    }

    /// Waits (up to 20 s) until `script` (a JavaScript expression) is true.
    pub async fn until(&self, what: &str, script: &str) {
        let started = Instant::now();
        loop {
            let value = self
                .client
                .execute(&format!("return !!({script});"), vec![])
                .await
                .expect("the script runs");
            if value.as_bool() == Some(true) {
                return;
            }
            assert!(
                started.elapsed() < Duration::from_secs(20),
                "waited 20 s for {what}"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// The text of the first element matching `css` (empty when none).
    pub async fn text(&self, css: &str) -> String {
        let value = self
            .client
            .execute(
                "const e = document.querySelector(arguments[0]); return e ? e.textContent : '';",
                vec![serde_json::json!(css)],
            )
            .await
            .expect("the script runs");
        value.as_str().unwrap_or_default().to_string()
    }

    /// Saves a screenshot (PNG) under `target/web-shots/` and returns its path.
    pub async fn screenshot(&self, name: &str) -> PathBuf {
        let png = self.client.screenshot().await.expect("a screenshot");
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/web-shots");
        std::fs::create_dir_all(&dir).expect("the folder");
        let path = dir.join(format!("{name}.png"));
        std::fs::write(&path, png).expect("the screenshot written");
        path
    }

    /// Closes the browser and its driver.
    pub async fn close(mut self) {
        let _ = self.client.clone().close().await;
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.driver.kill();
    }
}
