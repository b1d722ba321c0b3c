#!/usr/bin/env node
/**
 * What video facades save a visitor before any interaction (issue 19, Speed): a page with N
 * video facades (`[frontage_video]`) against the same page with the same N videos as plain
 * YouTube embeds (the baseline), and a page with no video, in Chromium, in the same run.
 *
 * For each page, once it has loaded and 2 s have passed without a click: every request the
 * browser made, the requests to a video host (youtube.com, ytimg.com, youtube-nocookie.com,
 * vimeo.com, vimeocdn.com, googlevideo.com — counted even though this machine, offline, refuses
 * them: they are answered here with an empty 204 so a page cannot wait on them), the bytes the
 * site served, and Frontage's media JS and CSS, each gzipped (level 9). Requests and bytes do not depend on the
 * machine's load, so one round is enough (--rounds for more; the largest is printed).
 *
 *   node bench/video.mjs [--videos=20] [--rounds=1] [--port=N]
 *
 * Site: a fresh SQLite site in .site/bench-video on a free port (or --port). Figures go to
 * docs/PERFORMANCE.md with the commit.
 */
import { gzipSync } from 'node:zlib';

import { launchChromium, option } from './lib/measure.mjs';
import { benchSite } from './lib/site.mjs';

const VIDEOS = option( 'videos', 20 ) || 20;
const ROUNDS = option( 'rounds', 1 ) || 1;
const VIDEO_HOSTS =
	/(^|\.)(youtube\.com|ytimg\.com|youtube-nocookie\.com|vimeo\.com|vimeocdn\.com|googlevideo\.com)$/;
const MEDIA_ASSET = /\/wp-content\/plugins\/frontage\/build\/media\//;

/**
 * Loads a page in a fresh context and counts what it asked for before any interaction.
 *
 * @param {import('@playwright/test').Browser} browser Chromium.
 * @param {string}                             address The page.
 * @return {Promise<Record<string, number>>} What it cost: requests, videoHost, siteBytes, mediaJs, mediaCss.
 */
async function visit( browser, address ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	const counts = {
		requests: 0,
		videoHost: 0,
		siteBytes: 0,
		mediaJs: 0,
		mediaCss: 0,
	};
	await page.route( '**/*', async ( route ) => {
		counts.requests++;
		const host = new globalThis.URL( route.request().url() ).hostname;
		if ( VIDEO_HOSTS.test( host ) ) {
			counts.videoHost++;
			return route.fulfill( { status: 204, body: '' } );
		}
		if ( host !== 'localhost' && host !== '127.0.0.1' ) {
			return route.abort();
		}
		const response = await route.fetch();
		const body = await response.body();
		counts.siteBytes += body.length;
		const asset = route.request().url().split( '?' )[ 0 ];
		if ( MEDIA_ASSET.test( asset ) ) {
			const key = asset.endsWith( '.css' ) ? 'mediaCss' : 'mediaJs';
			counts[ key ] += gzipSync( body, { level: 9 } ).length;
		}
		return route.fulfill( { response, body } );
	} );
	await page.goto( address, { waitUntil: 'load' } );
	await page.waitForTimeout( 2000 );
	await context.close();
	return counts;
}

const site = await benchSite( { name: 'bench-video' } );
const pages = site.json( 'bench/php/seed-videos.php', [ String( VIDEOS ) ] );
const server = await site.serve();
const browser = await launchChromium();
try {
	const worst = {};
	for ( let round = 0; round < ROUNDS; round++ ) {
		for ( const [ name, path ] of Object.entries( pages ) ) {
			const counts = await visit( browser, site.url + path );
			worst[ name ] ??= counts;
			for ( const key of Object.keys( counts ) ) {
				worst[ name ][ key ] = Math.max(
					worst[ name ][ key ],
					counts[ key ]
				);
			}
		}
	}
	console.log(
		`${ VIDEOS } videos, before any interaction (largest of ${ ROUNDS } round(s)):`
	);
	console.log(
		'page        requests  to video hosts  site bytes  media JS (gzip)  media CSS (gzip)'
	);
	for ( const [ name, c ] of Object.entries( worst ) ) {
		console.log(
			[
				name.padEnd( 11 ),
				String( c.requests ).padStart( 8 ),
				String( c.videoHost ).padStart( 15 ),
				String( c.siteBytes ).padStart( 11 ),
				`${ c.mediaJs } B`.padStart( 16 ),
				`${ c.mediaCss } B`.padStart( 17 ),
			].join( ' ' )
		);
	}
	console.log(
		`requests to video hosts, facades / embeds: ${ worst.facades.videoHost } / ${ worst.embeds.videoHost }`
	);
} finally {
	await browser.close();
	await server.stop();
}
