/**
 * The crawler rule (docs/language.md, Crawlers): the head script's isAutomated() against the
 * table of user agents in user-agents.json, which PHPUnit runs through the server's
 * Language_Detector::is_crawler() too, and the two patterns compared, so they cannot drift.
 */
import fs from 'fs';
import path from 'path';

import { CRAWLER_AGENT, isAutomated } from './decision';
import table from './user-agents.json';

const PHP_DETECTOR = path.join(
	__dirname,
	'../../includes/language/class-language-detector.php'
);

describe( 'the crawler rule', () => {
	it.each(
		table.crawlers.map( ( agent ) => [ agent.name, agent.userAgent ] )
	)( 'knows %s', ( _name, userAgent ) => {
		expect( isAutomated( userAgent, false ) ).toBe( true );
	} );

	it.each( table.people.map( ( agent ) => [ agent.name, agent.userAgent ] ) )(
		'lets %s through',
		( _name, userAgent ) => {
			expect( isAutomated( userAgent, false ) ).toBe( false );
		}
	);

	it( 'is the server’s rule, character for character', () => {
		const source = fs.readFileSync( PHP_DETECTOR, 'utf8' );
		const literal = /CRAWLER_PATTERN = '((?:[^'\\]|\\.)*)';/.exec( source );
		expect( literal ).not.toBeNull();
		// A single-quoted PHP string: \\ is one backslash, \' a quote.
		const pattern = ( literal as RegExpExecArray )[ 1 ].replace(
			/\\([\\'])/g,
			'$1'
		);
		expect( pattern ).toBe( CRAWLER_AGENT.source );
		expect( CRAWLER_AGENT.flags ).toBe( 'i' );
	} );
} );
