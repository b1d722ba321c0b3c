<?php
/**
 * Who may make builder popups: capabilities of their own, held by editors and administrators.
 *
 * @package Frontage
 */

namespace Frontage\Popups;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A builder popup is site-wide UI: it can show on every page, to every visitor, and hold back
 * Escape and the backdrop. So the `frontage_popup` post type has its own capabilities
 * (`capability_type` frontage_popup/frontage_popups with map_meta_cap), granted to editors and
 * administrators — people who may change the site's look — and never to authors or
 * contributors (docs/popups.md, "Who may change what").
 *
 * They are granted on activation, and on the first request after an update that brings a newer
 * CAPS_VERSION (sites that update the plugin without activating it again); uninstalling removes
 * them from every role.
 */
final class Popup_Capabilities {

	/**
	 * The post type's capability_type, singular and plural (Popups_Module::CAPABILITY_TYPE, which
	 * registers the post type on every request).
	 */
	public const CAPABILITY_TYPE = Popups_Module::CAPABILITY_TYPE;

	/**
	 * The capability that lets a person make and edit popups (the post type's edit_posts and
	 * create_posts).
	 */
	public const EDIT = 'edit_frontage_popups';

	/**
	 * Every primitive capability of the post type, as get_post_type_capabilities() names them
	 * for CAPABILITY_TYPE.
	 */
	public const ALL = array(
		'edit_frontage_popups',
		'edit_others_frontage_popups',
		'edit_private_frontage_popups',
		'edit_published_frontage_popups',
		'publish_frontage_popups',
		'read_private_frontage_popups',
		'delete_frontage_popups',
		'delete_others_frontage_popups',
		'delete_private_frontage_popups',
		'delete_published_frontage_popups',
	);

	/**
	 * The roles that get them.
	 */
	public const ROLES = array( 'administrator', 'editor' );

	/**
	 * The option that records which CAPS_VERSION this site has granted (Popups_Module::CAPS_VERSION_OPTION,
	 * read on every request there).
	 */
	public const VERSION_OPTION = Popups_Module::CAPS_VERSION_OPTION;

	/**
	 * The capabilities' version this code grants (Popups_Module::CAPS_VERSION: raise it there when
	 * ALL or ROLES change, so that updated sites grant them again).
	 */
	public const CAPS_VERSION = Popups_Module::CAPS_VERSION;

	/**
	 * The post type's REST routes (`/wp/v2/frontage-popups`, its revisions and autosaves) exist
	 * only for people who may edit popups. Everyone else, visitors and authors alike, gets 404
	 * `rest_no_route`: a popup reaches visitors through the pages its display rules pick, so its
	 * content and rules are not theirs to list (a popup meant for members only stays with them),
	 * and the REST index a visitor asks for does not describe the popups' editing schema
	 * (docs/popups.md "Who may change what").
	 *
	 * REST has decided who is asking by now (cookies, application passwords); a cookie without
	 * its nonce, which REST turns into a visitor later, finds routes that then answer 401. The
	 * post type is out of REST only while the routes are registered, so the rest of the request
	 * sees it as registered.
	 */
	public static function keep_rest_to_editors(): void {
		$type = get_post_type_object( Popups_Module::POST_TYPE );
		if ( ! $type || ! $type->show_in_rest || current_user_can( self::EDIT ) ) {
			return;
		}
		$type->show_in_rest = false;
		add_action(
			'rest_api_init',
			static function () use ( $type ): void {
				$type->show_in_rest = true;
			},
			PHP_INT_MAX
		);
	}

	/**
	 * Grants the capabilities to ROLES and records CAPS_VERSION. Called on activation too.
	 */
	public static function install(): void {
		foreach ( self::ROLES as $name ) {
			$role = get_role( $name );
			if ( ! $role ) {
				continue;
			}
			foreach ( self::ALL as $capability ) {
				if ( ! $role->has_cap( $capability ) ) {
					$role->add_cap( $capability );
				}
			}
		}
		update_option( self::VERSION_OPTION, self::CAPS_VERSION, true );
		self::refresh_current_user();
	}

	/**
	 * Removes the capabilities from every role, and the record of having granted them.
	 */
	public static function uninstall(): void {
		foreach ( wp_roles()->role_objects as $role ) {
			foreach ( self::ALL as $capability ) {
				if ( $role->has_cap( $capability ) ) {
					$role->remove_cap( $capability );
				}
			}
		}
		delete_option( self::VERSION_OPTION );
		self::refresh_current_user();
	}

	/**
	 * The signed-in user's capabilities were read from their roles before this ran: read them
	 * again, so this very request already answers with the new ones.
	 */
	private static function refresh_current_user(): void {
		$user = wp_get_current_user();
		if ( $user->exists() ) {
			$user->get_role_caps();
		}
	}
}
