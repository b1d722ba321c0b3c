/**
 * The Account menu block in the editor: what a visitor sees (the Log in button), what a
 * logged-in user sees (their name and the menu), and in the sidebar the labels (empty: the
 * translated default) and where logging in and out lead.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

// A type alias rather than an interface: block APIs require a string-indexable record.
export type AccountAttributes = {
	loginLabel: string;
	submitLabel: string;
	lostPasswordLabel: string;
	registerLabel: string;
	dashboardLabel: string;
	profileLabel: string;
	logoutLabel: string;
	loginRedirect: string;
	logoutRedirect: string;
};

type LabelKey = Exclude<
	keyof AccountAttributes,
	'loginRedirect' | 'logoutRedirect'
>;

/**
 * The labels with their defaults (the server's, Account_Options::default_label()).
 */
function labels(): Array< [ LabelKey, string, string ] > {
	return [
		[
			'loginLabel',
			__( 'Log in button and popup title', 'frontage' ),
			__( 'Log in', 'frontage' ),
		],
		[
			'submitLabel',
			__( 'Form’s submit button', 'frontage' ),
			__( 'Log In', 'frontage' ),
		],
		[
			'lostPasswordLabel',
			__( 'Lost password link', 'frontage' ),
			__( 'Lost your password?', 'frontage' ),
		],
		[
			'registerLabel',
			__(
				'Register link (when the site allows registration)',
				'frontage'
			),
			__( 'Register', 'frontage' ),
		],
		[
			'dashboardLabel',
			__( 'Dashboard link', 'frontage' ),
			__( 'Dashboard (My account with WooCommerce)', 'frontage' ),
		],
		[
			'profileLabel',
			__( 'Profile link', 'frontage' ),
			__( 'Edit profile', 'frontage' ),
		],
		[
			'logoutLabel',
			__( 'Log out link', 'frontage' ),
			__( 'Log out', 'frontage' ),
		],
	];
}

/**
 * The block's editor view.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 */
export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< AccountAttributes > ) {
	const blockProps = useBlockProps();
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Labels', 'frontage' ) }>
					{ labels().map( ( [ key, label, placeholder ] ) => (
						<TextControl
							key={ key }
							__nextHasNoMarginBottom
							label={ label }
							placeholder={ placeholder }
							value={ attributes[ key ] }
							onChange={ ( value ) =>
								setAttributes( { [ key ]: value } )
							}
						/>
					) ) }
				</PanelBody>
				<PanelBody
					title={ __( 'After logging in or out', 'frontage' ) }
				>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'After logging in, go to', 'frontage' ) }
						help={ __(
							'Empty: back to the page the visitor was on. An address on another site is ignored.',
							'frontage'
						) }
						value={ attributes.loginRedirect }
						onChange={ ( loginRedirect ) =>
							setAttributes( { loginRedirect } )
						}
					/>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'After logging out, go to', 'frontage' ) }
						help={ __(
							'Empty: back to the page the visitor was on. An address on another site is ignored.',
							'frontage'
						) }
						value={ attributes.logoutRedirect }
						onChange={ ( logoutRedirect ) =>
							setAttributes( { logoutRedirect } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<span className="wp-block-frontage-account__login">
				{ attributes.loginLabel || __( 'Log in', 'frontage' ) }
			</span>
			<p className="wp-block-frontage-account__editor-note">
				{ __(
					'Logged-in visitors see their name here, with a menu.',
					'frontage'
				) }
			</p>
		</div>
	);
}
